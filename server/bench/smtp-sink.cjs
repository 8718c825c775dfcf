// The bench's mail server: a real SMTP server (smtp-server) on a loopback port that accepts
// every mail and keeps nothing, in its own process, so what it spends is not counted as the
// API's. Prints `port <n>` when it listens; counts the mails it took and prints `mails <n>`
// when it is told to stop (SIGTERM). A deployment sends to its provider's relay the same way.
const { SMTPServer } = require('smtp-server');

let mails = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      mails += 1;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`port ${server.server.address().port}\n`);
});
process.on('SIGTERM', () => {
  process.stdout.write(`mails ${mails}\n`);
  server.close(() => process.exit(0));
});
