// /api/parking calls (spec §7 Parking).
import type { FastifyInstance } from 'fastify';
import communityRoutes from './community';
import notificationRoutes from './notifications';
import summaryRoutes from './summary';
import unitRoutes from './units';
import activeCountRoutes from './active-count';
import vehicleStatusRoutes from './vehicle-status';
import vehicleRoutes from './vehicles';
import violationRoutes from './violations';
import adminOwnerRoutes from './admin-owners';
import adminCommunityRoutes from './admin-community';
import maintenanceRoutes from './maintenance';
import reportRoutes from './reports';
import csvUploadRoutes from './csv-upload';
import paymentRoutes from './payments';
import plateLookupRoutes from './plate-lookup';
import invitationRoutes from './invitations';
import failedJobRoutes from './failed-jobs';
import occupancyRoutes from './occupancy';
import auditRoutes from './audit';
import towListRoutes from './tow-list';
import patrolFieldRoutes from './patrol-field';
import guestQuotaRoutes from './guest-quotas';

export default async function parkingRoutes(app: FastifyInstance) {
  await app.register(communityRoutes);
  await app.register(unitRoutes);
  await app.register(summaryRoutes);
  await app.register(notificationRoutes);
  await app.register(vehicleRoutes);
  await app.register(vehicleStatusRoutes);
  await app.register(activeCountRoutes);
  await app.register(violationRoutes);
  await app.register(adminOwnerRoutes);
  await app.register(adminCommunityRoutes);
  await app.register(maintenanceRoutes);
  await app.register(reportRoutes);
  await app.register(csvUploadRoutes);
  await app.register(paymentRoutes);
  await app.register(plateLookupRoutes);
  await app.register(invitationRoutes);
  await app.register(failedJobRoutes);
  await app.register(occupancyRoutes);
  await app.register(auditRoutes);
  await app.register(towListRoutes);
  await app.register(patrolFieldRoutes);
  await app.register(guestQuotaRoutes);
}
