-- CreateIndex
CREATE INDEX "alerts_destination_channel_idx" ON "alerts"("destination", "channel");
