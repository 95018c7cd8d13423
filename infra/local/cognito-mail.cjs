// Preloaded into cognito-local (`node --require`, by infra/local/cognito.ts; ADR 100). cognito-local 5.3.0 only
// prints the codes it "sends" (ForgotPassword, among others) to its log, through its ConsoleMessageSender; Cognito
// e-mails them. This wraps that sender's sendEmail so the code also reaches the local inbox (maildev's SMTP), in
// the words the AWS pool sends (shared/src/i18n/en/email/user-pool.ts, handed over in COGNITO_MAIL_* by the parent, which
// can read TypeScript: this child runs plain node). Without COGNITO_MAIL_SMTP_URL it changes nothing.
const smtpUrl = process.env.COGNITO_MAIL_SMTP_URL;

if (smtpUrl) {
  const nodemailer = require('nodemailer');
  const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  const template = {
    from: process.env.COGNITO_MAIL_FROM,
    subject: process.env.COGNITO_MAIL_SUBJECT,
    body: process.env.COGNITO_MAIL_BODY,
  };
  const printToLog = ConsoleMessageSender.prototype.sendEmail;

  ConsoleMessageSender.prototype.sendEmail = async function sendEmail(ctx, user, destination, message) {
    await printToLog.call(this, ctx, user, destination, message);
    // A CustomMessage trigger's words win, as in Cognito; else the pool's template, its {####} the code.
    // A failed send fails the call, as Cognito's CodeDeliveryFailureException does.
    await transport.sendMail({
      from: template.from,
      to: destination,
      subject: message.emailSubject ?? template.subject,
      text: (message.emailMessage ?? template.body).replaceAll('{####}', message.__code),
    });
  };
}
