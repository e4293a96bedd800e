CREATE TABLE "wecom_callbacks" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wecom_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"event" text NOT NULL,
	"change_type" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"outcome" text DEFAULT '' NOT NULL,
	"note" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wecom_callbacks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "wecom_callbacks_tenant_dedupe_unique" UNIQUE("tenant_id","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "wecom_callbacks" ADD CONSTRAINT "wecom_callbacks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wecom_callbacks_tenant_received_idx" ON "wecom_callbacks" USING btree ("tenant_id","received_at" DESC NULLS LAST);