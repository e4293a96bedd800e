ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "superform_records" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "superform_records_address_idx" ON "superform_records" USING btree ("tenant_id","form_id","client_address");--> statement-breakpoint
CREATE INDEX "superform_records_customer_idx" ON "superform_records" USING btree ("tenant_id","form_id","customer_id");