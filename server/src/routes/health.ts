// GET /api/health: the process is up and the database answers.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok', database: app.databaseDriver };
  });
}
