// Payment calls (spec §7 leaves their paths open; docs/adr/0009):
//   POST /quote_stay    the payment summary's numbers and a quote id (owner, renter, admin)
//   POST /get_payments  owners: their unit's payments; admins: all, with monthly totals
//   GET  /payments_csv  admins: the ledger as a CSV download
//   POST /refund_payment admins: all or part of a payment back, with a reason (docs/adr/0020)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentQuoteSchema,
  paymentRecordSchema,
  paymentsRequestSchema,
  paymentsResponseSchema,
  refundRequestSchema,
  stayQuoteRequestSchema,
  type PaymentQuote,
  type PaymentRecord,
  type PaymentsResponse,
} from '@parking/shared/domain';
import { refundPayment } from '../../services/payment-refunds';
import { resolveCommunity } from '../../services/community-scope';
import { paymentsCsv, paymentsFor } from '../../services/payment-ledger';
import { quoteForPayer } from '../../services/payment-quote-request';
import { communityToday } from '../../util/dates';
import { signedIn } from '../signed-in';
import { adminOnly } from './admin-guards';
import { paymentsWithNames } from '../../services/csv-names';

export default async function paymentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/quote_stay',
    {
      preValidation: app.requireRole('owner', 'renter', 'admin'),
      schema: { body: stayQuoteRequestSchema, response: { 200: paymentQuoteSchema } },
    },
    async (request): Promise<PaymentQuote> => {
      const { dstr, ...input } = request.body;
      const community = await resolveCommunity(app.db, request.auth, undefined);
      const today = communityToday(community.timezone, [dstr, request.headers.browserdate]);
      return quoteForPayer(app.db, signedIn(request.auth), community, input, today);
    },
  );

  app.post(
    '/get_payments',
    {
      preValidation: app.requireRole('owner', 'admin'),
      schema: { body: paymentsRequestSchema, response: { 200: paymentsResponseSchema } },
    },
    async (request): Promise<PaymentsResponse> => {
      const { hoaid } = request.body;
      const community = await resolveCommunity(app.db, request.auth, hoaid);
      return paymentsFor(app.db, signedIn(request.auth), community);
    },
  );

  app.get(
    '/payments_csv',
    {
      preValidation: [app.requireRole('admin'), adminOnly()],
      config: {
        documentedSuccess: {
          status: 200,
          description: "The community's payments as a CSV file.",
          contentType: 'text/csv',
        },
      },
    },
    async (request, reply) => {
      const community = await resolveCommunity(app.db, request.auth, undefined);
      const { payments } = await paymentsFor(app.db, signedIn(request.auth), community);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${community.hoaid}.csv"`);
      return paymentsCsv(await paymentsWithNames(app.db, community.hoaid, payments));
    },
  );

  app.post(
    '/refund_payment',
    {
      preValidation: [app.requireRole('admin'), adminOnly()],
      schema: { body: refundRequestSchema, response: { 200: paymentRecordSchema } },
    },
    async (request): Promise<PaymentRecord> => {
      const { hoaid, ...refund } = request.body;
      const community = await resolveCommunity(app.db, request.auth, hoaid);
      const deps = {
        db: app.db,
        gateway: app.paymentGateway,
        notify: app.notifications.notify,
        log: request.log,
      };
      return refundPayment(deps, signedIn(request.auth), community, refund);
    },
  );
}
