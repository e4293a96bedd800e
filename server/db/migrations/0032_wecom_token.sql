CREATE TABLE "wecom_connections" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"platform" text DEFAULT 'sandbox' NOT NULL,
	"corp_id" text DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone,
	"callback_verified_at" timestamp with time zone,
	"last_callback_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wecom_tokens" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"corp_id" text NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wecom_connections" ADD CONSTRAINT "wecom_connections_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;