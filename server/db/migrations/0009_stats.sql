CREATE TABLE "chat_sessions" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"customer_initiated" boolean NOT NULL,
	"messages_sent" integer NOT NULL,
	"first_reply_seconds" integer,
	CONSTRAINT "chat_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "deal_campaigns" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "deal_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"share_code" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_campaigns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "friend_applications" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "friend_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "friend_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "group_speech" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "group_speech_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"member_type" smallint NOT NULL,
	"member_id" bigint NOT NULL,
	"spoke_at" timestamp with time zone NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "group_speech_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_shares" (
	"tenant_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"campaign_id" integer NOT NULL,
	CONSTRAINT "order_shares_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "stat_channel_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"channel_code_id" integer NOT NULL,
	"adds" integer NOT NULL,
	"losses" integer NOT NULL,
	CONSTRAINT "stat_channel_daily_tenant_id_day_channel_code_id_pk" PRIMARY KEY("tenant_id","day","channel_code_id")
);
--> statement-breakpoint
CREATE TABLE "stat_deal_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"dimension_id" text NOT NULL,
	"orders" integer NOT NULL,
	"refunds" integer NOT NULL,
	"payers" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refund_cents" bigint NOT NULL,
	"first_orders" integer NOT NULL,
	"repeat_orders" integer NOT NULL,
	CONSTRAINT "stat_deal_daily_tenant_id_dimension_day_dimension_id_pk" PRIMARY KEY("tenant_id","dimension","day","dimension_id")
);
--> statement-breakpoint
CREATE TABLE "stat_employee_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"employee_id" integer NOT NULL,
	"new_apply" integer NOT NULL,
	"new_contact" integer NOT NULL,
	"lost" integer NOT NULL,
	"deleted_by_employee" integer NOT NULL,
	"contacts_total" integer NOT NULL,
	"chats" integer NOT NULL,
	"messages" integer NOT NULL,
	"customer_chats" integer NOT NULL,
	"replied_chats" integer NOT NULL,
	"reply_seconds" bigint NOT NULL,
	CONSTRAINT "stat_employee_daily_tenant_id_day_employee_id_pk" PRIMARY KEY("tenant_id","day","employee_id")
);
--> statement-breakpoint
CREATE TABLE "stat_group_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"group_id" integer NOT NULL,
	"owner_employee_id" integer,
	"created" integer NOT NULL,
	"dismissed" integer NOT NULL,
	"alive" integer NOT NULL,
	"new_members" integer NOT NULL,
	"quit_members" integer NOT NULL,
	"members_total" integer NOT NULL,
	"members_spoke" integer NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "stat_group_daily_tenant_id_day_group_id_pk" PRIMARY KEY("tenant_id","day","group_id")
);
--> statement-breakpoint
CREATE TABLE "stat_rollup_days" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stat_rollup_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_tenant_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"new_contacts" integer NOT NULL,
	"lost" integer NOT NULL,
	"customers_total" integer NOT NULL,
	"followed_up" integer NOT NULL,
	"applications" integer NOT NULL,
	"groups_total" integer NOT NULL,
	"members_total" integer NOT NULL,
	"members_joined" integer NOT NULL,
	"members_quit" integer NOT NULL,
	"groups_created" integer NOT NULL,
	"groups_dismissed" integer NOT NULL,
	CONSTRAINT "stat_tenant_daily_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_campaigns" ADD CONSTRAINT "deal_campaigns_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_applications" ADD CONSTRAINT "friend_applications_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_speech" ADD CONSTRAINT "group_speech_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shares" ADD CONSTRAINT "order_shares_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_channel_daily" ADD CONSTRAINT "stat_channel_daily_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_deal_daily" ADD CONSTRAINT "stat_deal_daily_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_employee_daily" ADD CONSTRAINT "stat_employee_daily_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_group_daily" ADD CONSTRAINT "stat_group_daily_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_rollup_days" ADD CONSTRAINT "stat_rollup_days_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_tenant_daily" ADD CONSTRAINT "stat_tenant_daily_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_tenant_started_idx" ON "chat_sessions" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "friend_applications_tenant_sent_idx" ON "friend_applications" USING btree ("tenant_id","sent_at");--> statement-breakpoint
CREATE INDEX "group_speech_tenant_spoke_idx" ON "group_speech" USING btree ("tenant_id","spoke_at");