import { type SQL, sql } from 'drizzle-orm';

/**
 * The one count of a community's owners (docs/glossary.md, 业主数): distinct people holding an OWNER
 * relation to a house of the community, as the roster and the government dashboard show it. Members
 * carrying the OWNER role are not counted: the role outlives a sold house and misses owners who have
 * not yet logged in, which once gave 21 owners on the dashboard and 23 on a release for one community.
 *
 * `inCommunities` receives the house's community column (`h.community_id`) and returns the condition
 * that picks the communities counted; an outer column it compares with must be qualified
 * (db/column-ref.ts).
 */
export function ownerCountWhere(inCommunities: (houseCommunity: SQL) => SQL): SQL<number> {
  return sql<number>`(select count(distinct oh.user_id)::int from owner_houses oh
    join houses h on h.id = oh.house_id
    where oh.relation_type = 'OWNER' and ${inCommunities(sql.raw('h.community_id'))})`;
}

/** Owners of one community (an id or an outer column). */
export const ownerCountOf = (communityId: SQL | number): SQL<number> =>
  ownerCountWhere((houseCommunity) => sql`${houseCommunity} = ${communityId}`);

/** Owners of several communities, a person owning in two of them counted once. */
export const ownerCountOfAny = (communityIds: readonly number[]): SQL<number> =>
  ownerCountWhere((houseCommunity) =>
    communityIds.length === 0
      ? sql`false`
      : sql`${houseCommunity} in (${sql.join(
          communityIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
