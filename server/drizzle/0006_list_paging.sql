CREATE INDEX "vehicles_page_unit_idx" ON "vehicles" USING btree ("hoaid","unitnumber" collate "C","plate" collate "C","id");--> statement-breakpoint
CREATE INDEX "vehicles_page_plate_idx" ON "vehicles" USING btree ("hoaid","plate" collate "C","id");--> statement-breakpoint
CREATE INDEX "vehicles_page_name_idx" ON "vehicles" USING btree ("hoaid",lower("carowner_lname") collate "C",lower("carowner_fname") collate "C","id");--> statement-breakpoint
CREATE INDEX "notifications_page_date_idx" ON "notifications" USING btree ("hoaid","notify_date","notify_time" collate "C","id");--> statement-breakpoint
CREATE INDEX "violations_page_date_idx" ON "violations" USING btree ("hoaid","violation_date","violation_time" collate "C","id");