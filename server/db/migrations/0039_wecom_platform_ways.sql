ALTER TABLE "group_codes" ADD COLUMN "platform_config_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_codes" ADD COLUMN "platform_qr_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lock_codes" ADD COLUMN "platform_config_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lock_codes" ADD COLUMN "platform_qr_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shunt_codes" ADD COLUMN "platform_config_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shunt_codes" ADD COLUMN "platform_qr_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_welcome_templates" ADD COLUMN "platform_template_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_relations" ADD COLUMN "seen_by_sync_run" integer;