-- CreateTable
CREATE TABLE "crisis_referrals" (
    "id" UUID NOT NULL,
    "call_id" UUID,
    "kind" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "layer" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "crisis_referrals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "crisis_referrals_created_at_idx" ON "crisis_referrals"("created_at");
