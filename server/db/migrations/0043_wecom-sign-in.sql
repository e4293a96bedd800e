CREATE TABLE "wecom_accounts" (
	"tenant_id" text NOT NULL,
	"wecom_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wecom_accounts_tenant_id_wecom_user_id_pk" PRIMARY KEY("tenant_id","wecom_user_id"),
	CONSTRAINT "wecom_accounts_tenant_user_unique" UNIQUE("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wecom_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"purpose" text NOT NULL,
	"return_to" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wecom_sign_in_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"auto_create" boolean DEFAULT false NOT NULL,
	"role_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wecom_accounts" ADD CONSTRAINT "wecom_accounts_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_accounts" ADD CONSTRAINT "wecom_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_oauth_states" ADD CONSTRAINT "wecom_oauth_states_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_sign_in_settings" ADD CONSTRAINT "wecom_sign_in_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wecom_oauth_states_expires_idx" ON "wecom_oauth_states" USING btree ("expires_at");