ALTER TABLE "series_groups" ADD COLUMN "distributor" varchar(100);--> statement-breakpoint
ALTER TABLE "series_groups" ADD COLUMN "distributor_ref" varchar(100);--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "distributor" varchar(100);--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "distributor_ref" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "series_groups_distributor_ref_idx" ON "series_groups" USING btree ("distributor","distributor_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "titles_distributor_ref_idx" ON "titles" USING btree ("distributor","distributor_ref");