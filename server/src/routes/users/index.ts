// /api/users: sign-in, registration and password calls (spec §7 Users).
import type { FastifyInstance } from 'fastify';
import linkRoutes from './links';
import loginRoutes from './login';
import logoutRoutes from './logout';
import passwordRoutes from './password';
import profileRoutes from './profile';
import registerRoutes from './register';
import adminNameRoutes from './admin-name';
import notificationRoutes from './notifications';

export default async function userRoutes(app: FastifyInstance) {
  await app.register(loginRoutes);
  await app.register(logoutRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
  await app.register(linkRoutes);
  await app.register(profileRoutes);
  await app.register(adminNameRoutes);
  await app.register(notificationRoutes);
}
