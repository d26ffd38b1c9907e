-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "period_start" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "processed_billing_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_billing_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_checkout_sessions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "price_id" TEXT NOT NULL,
    "success_url" TEXT NOT NULL,
    "cancel_url" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "subscription_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_checkout_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_subscriptions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "customer_id" TEXT NOT NULL,
    "price_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "current_period_start" TIMESTAMP(3) NOT NULL,
    "current_period_end" TIMESTAMP(3) NOT NULL,
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "pending_price_id" TEXT,
    "latest_invoice_paid" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "local_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "processed_billing_events_processed_at_idx" ON "processed_billing_events"("processed_at");

-- CreateIndex
CREATE INDEX "local_checkout_sessions_user_id_idx" ON "local_checkout_sessions"("user_id");

-- CreateIndex
CREATE INDEX "local_subscriptions_customer_id_idx" ON "local_subscriptions"("customer_id");
