DROP INDEX "mass_send_recipients_task_idx";--> statement-breakpoint
CREATE INDEX "customer_relations_tenant_added_idx" ON "customer_relations" USING btree ("tenant_id","added_at");--> statement-breakpoint
CREATE INDEX "customer_relations_tenant_customer_deleted_idx" ON "customer_relations" USING btree ("tenant_id","deleted_by_customer_at");--> statement-breakpoint
CREATE INDEX "customer_relations_tenant_employee_deleted_idx" ON "customer_relations" USING btree ("tenant_id","deleted_by_employee_at");--> statement-breakpoint
CREATE INDEX "customer_relations_tenant_removed_idx" ON "customer_relations" USING btree ("tenant_id",least("deleted_by_customer_at", "deleted_by_employee_at"));--> statement-breakpoint
CREATE INDEX "mass_send_recipients_task_idx" ON "mass_send_recipients" USING btree ("tenant_id","task_id","status","id");