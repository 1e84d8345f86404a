import { startServer } from './server';

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
  console.log('Demo logins:');
  for (const [role, email] of DEMO_LOGINS) console.log(`  ${role.padEnd(8)} ${email}  ${DEMO_PASSWORD}`);
  console.log('');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error('Could not stop cleanly:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  console.error('Injury Assist could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
