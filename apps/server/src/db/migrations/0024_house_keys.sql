-- A house's building and community are checked as one key (buildings' id and community): an import
-- of 30,000 houses checks one foreign key per row instead of two, and a house can no longer name a
-- community other than its building's. Two indexes that the unique house key covers are dropped.
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_id_community_uq" UNIQUE("id","community_id");--> statement-breakpoint
ALTER TABLE "houses" DROP CONSTRAINT "houses_community_id_communities_id_fk";
--> statement-breakpoint
ALTER TABLE "houses" DROP CONSTRAINT "houses_building_id_buildings_id_fk";
--> statement-breakpoint
DROP INDEX "houses_building_idx";--> statement-breakpoint
DROP INDEX "houses_building_unit_no_uq";--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_building_community_fk" FOREIGN KEY ("building_id","community_id") REFERENCES "public"."buildings"("id","community_id") ON DELETE cascade ON UPDATE no action;
