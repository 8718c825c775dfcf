-- Issue 12 (docs/adr/0012): the lot counter row is updated when the transaction commits, not at
-- the vehicle's write, so concurrent onsite writes of a community hold its row lock only for
-- their commit. The same functions run as deferred constraint triggers; a full lot still
-- refuses the commit with 'lot_full' (P0001) and the whole transaction rolls back.
DROP TRIGGER IF EXISTS "vehicles_lot_counter" ON "vehicles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "payments_lot_counter" ON "payments";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_lot_counter" AFTER INSERT OR UPDATE OF "enddate", "status_flag" OR DELETE ON "vehicles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "lot_counter_vehicles"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_lot_counter" AFTER INSERT OR UPDATE OF "status", "holds_spot" OR DELETE ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "lot_counter_payments"();
