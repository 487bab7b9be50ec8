import { mayReadCertifications } from '@gongzhi/domain/certification/certification-access';
import { eq, inArray, sql } from 'drizzle-orm';
import { communities, ownerCertifications } from '../../db/schema';
import { communityRegistrations } from '../../db/tables/community';
import { govComplaints } from '../../db/tables/complaint';
import { workOrders } from '../../db/tables/estate';
import { govInformations } from '../../db/tables/gov-information';
import { govJoinProofs } from '../../db/tables/gov-organize';
import { govCertifications } from '../../db/tables/gov-settings';
import { proposalFills, proposals } from '../../db/tables/proposal';
import {
  LIST_PERMISSIONS,
  listing,
  type ReadRule,
  type RecordSource,
  rowsHolding,
  staffRule,
} from './record-rules';

// Records filed by or about one person (an owner, an applicant), read by that person and by whoever
// decides or handles them, as the review, handling and list calls of each area check it.

const user = (userId: number): ReadRule => ({ kind: 'user', userId });
const OPERATOR: ReadRule = { kind: 'operator' };

export const personalRecordSources: readonly RecordSource[] = [
  {
    // ID proofs and property certificates: the owner, and the community's certification readers
    // (reviewers, government staff with OHC_VIEW: the same rule as certification search and getInfo).
    area: 'owner-certification',
    columns: [ownerCertifications.proveFileIds, ownerCertifications.agentProveFileIds],
    holding: (file) =>
      rowsHolding(
        ownerCertifications,
        ownerCertifications.id,
        listing(file, [ownerCertifications.proveFileIds, ownerCertifications.agentProveFileIds]),
      ),
    async recordsOf(db, ids) {
      const rows = await db
        .select({ communityId: ownerCertifications.communityId, userId: ownerCertifications.userId })
        .from(ownerCertifications)
        .where(inArray(ownerCertifications.id, [...ids]));
      return rows.map((row) => ({
        area: 'owner-certification',
        readers: [
          user(row.userId),
          staffRule(row.communityId, LIST_PERMISSIONS.certification, {
            also: (access) => mayReadCertifications(access.roles, access.permissions),
          }),
        ],
      }));
    },
  },
  {
    // A community's registration or certification application: the registrant, and the certified
    // staff of the government unit it applies to (communityRegistration reviewInfo / proofFile).
    area: 'community-registration',
    columns: [communityRegistrations.proveFileIds],
    holding: (file) =>
      rowsHolding(
        communityRegistrations,
        communityRegistrations.id,
        listing(file, [communityRegistrations.proveFileIds]),
      ),
    async recordsOf(db, ids) {
      const rows = await db
        .select({
          registrant: communityRegistrations.registrantUserId,
          streetCode: communityRegistrations.streetCode,
          govCommunityCode: communityRegistrations.govCommunityCode,
        })
        .from(communityRegistrations)
        .where(inArray(communityRegistrations.id, [...ids]));
      return rows.map((row) => ({
        area: 'community-registration',
        readers: [
          user(row.registrant),
          {
            kind: 'jurisdiction',
            place: { streetCode: row.streetCode, govCommunityCode: row.govCommunityCode },
          },
        ],
      }));
    },
  },
  {
    // Government staff's work proofs: the applicant, and platform operators (govAuth review).
    area: 'gov-certification',
    columns: [govCertifications.proveFileIds],
    holding: (file) =>
      rowsHolding(govCertifications, govCertifications.id, listing(file, [govCertifications.proveFileIds])),
    async recordsOf(db, ids) {
      const rows = await db
        .select({ userId: govCertifications.userId })
        .from(govCertifications)
        .where(inArray(govCertifications.id, [...ids]));
      return rows.map((row) => ({ area: 'gov-certification', readers: [user(row.userId), OPERATOR] }));
    },
  },
  {
    // Letters of the public join form: platform operators once an application took them (join
    // review). The form has no account behind it, so no applicant reads them back; a proof no
    // application took is read by nobody.
    area: 'gov-join-proof',
    columns: [govJoinProofs.attachmentId],
    holding: (file) =>
      rowsHolding(govJoinProofs, govJoinProofs.id, sql`${govJoinProofs.attachmentId} = ${file.id}`),
    async recordsOf(db, ids) {
      const rows = await db
        .select({ joinRecordId: govJoinProofs.joinRecordId })
        .from(govJoinProofs)
        .where(inArray(govJoinProofs.id, [...ids]));
      return rows.map((row) => ({
        area: 'gov-join-proof',
        readers: row.joinRecordId === null ? [] : [OPERATOR],
      }));
    },
  },
  {
    // Complaint photos: the complainant, and the government staff whose jurisdiction handles the
    // complaint (govComplaint list and info). The community's own staff do not see complaints.
    area: 'complaint',
    columns: [govComplaints.photoIds],
    holding: (file) => rowsHolding(govComplaints, govComplaints.id, listing(file, [govComplaints.photoIds])),
    async recordsOf(db, ids) {
      const rows = await db
        .select({
          userId: govComplaints.userId,
          streetCode: communities.streetCode,
          govCommunityCode: communities.govCommunityCode,
        })
        .from(govComplaints)
        .innerJoin(communities, eq(communities.id, govComplaints.communityId))
        .where(inArray(govComplaints.id, [...ids]));
      return rows.map((row) => ({
        area: 'complaint',
        readers: [
          user(row.userId),
          {
            kind: 'jurisdiction',
            place: { streetCode: row.streetCode, govCommunityCode: row.govCommunityCode },
          },
        ],
      }));
    },
  },
  {
    // Work-order photos: the owner who asked, and the community's staff (the estate page needs no
    // operate permission, SPEC §2.5).
    area: 'work-order',
    columns: [workOrders.photoIds],
    holding: (file) => rowsHolding(workOrders, workOrders.id, listing(file, [workOrders.photoIds])),
    async recordsOf(db, ids) {
      const rows = await db
        .select({ communityId: workOrders.communityId, owner: workOrders.ownerUserId })
        .from(workOrders)
        .where(inArray(workOrders.id, [...ids]));
      return rows.map((row) => ({
        area: 'work-order',
        readers: [user(row.owner), staffRule(row.communityId, LIST_PERMISSIONS.workOrder)],
      }));
    },
  },
  {
    // A handwritten signature on a proposal: the owner who signed, and the proposal's readers
    // (proposalFill/listByProposal).
    area: 'proposal-fill',
    columns: [proposalFills.signImageId],
    holding: (file) =>
      rowsHolding(proposalFills, proposalFills.id, sql`${proposalFills.signImageId} = ${file.id}`),
    async recordsOf(db, ids) {
      const rows = await db
        .select({ userId: proposalFills.userId, communityId: proposals.communityId })
        .from(proposalFills)
        .innerJoin(proposals, eq(proposals.id, proposalFills.proposalId))
        .where(inArray(proposalFills.id, [...ids]));
      return rows.map((row) => ({
        area: 'proposal-fill',
        readers: [user(row.userId), staffRule(row.communityId, LIST_PERMISSIONS.proposalFill)],
      }));
    },
  },
  {
    // Government information (cover, attachments): the certified staff whose jurisdiction covers the
    // publishing unit, as its list and info check. Owners of the target communities open the
    // released files by their public id (pubDownload), not here.
    area: 'gov-information',
    columns: [govInformations.coverId, govInformations.attachmentIds],
    holding: (file) =>
      rowsHolding(
        govInformations,
        govInformations.id,
        sql`${govInformations.coverId} = ${file.attachmentId} or ${listing(file, [govInformations.attachmentIds])}`,
      ),
    async recordsOf(db, ids) {
      const rows = await db
        .select({
          streetCode: govInformations.streetCode,
          govCommunityCode: govInformations.govCommunityCode,
        })
        .from(govInformations)
        .where(inArray(govInformations.id, [...ids]));
      return rows.map((place) => ({ area: 'gov-information', readers: [{ kind: 'jurisdiction', place }] }));
    },
  },
];
