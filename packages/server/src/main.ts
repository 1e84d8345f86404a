import { startServer, stopOnSignals } from './server';

const DEMO_LOGINS = [
  ['customer', 'customer@demo.test'],
  ['provider', 'provider@demo.test'],
  ['admin', 'admin@demo.test'],
] as const;
const DEMO_PASSWORD = 'Demo1234!';

try {
  const server = await startServer();
  const { config } = server;
  console.log(`\nInjury Assist is running at ${server.url}`);
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  // Names the settings in use, never their values: JWT_SECRET and SMTP_URL hold secrets.
  console.log(`Tokens signed with ${config.jwtSecret ? 'JWT_SECRET' : `the secret in ${config.dataDir}/jwt-secret`}`);
  if (config.smtpUrl) {
    console.log(`Mail: sent through SMTP (SMTP_URL) from ${config.mailFrom}`);
  } else if (config.production) {
    console.warn(
      'Warning: NODE_ENV=production and SMTP_URL is not set: no mail is sent (and there is no dev mailbox).',
    );
  } else {
    console.log(`Mail: kept in the dev mailbox at ${server.publicUrl}/dev/mailbox.html (set SMTP_URL to send it)`);
    if (!['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
      console.warn(
        'Warning: anyone who can reach this server can read the dev mailbox, including password reset links.',
      );
    }
  }
  console.log('Demo logins:');
  for (const [role, email] of DEMO_LOGINS) console.log(`  ${role.padEnd(8)} ${email}  ${DEMO_PASSWORD}`);
  console.log('');

  stopOnSignals(server);
} catch (error) {
  console.error('Injury Assist could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
