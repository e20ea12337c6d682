// HTTPS for the dev server (Office add-ins must be served over HTTPS). Uses the certificates of
// office-addin-dev-certs in ~/.office-addin-dev-certs, generating them when missing (works
// offline). Trusting the CA is a separate, one-time step that needs admin rights:
// `npx office-addin-dev-certs install`. Without certificates the server falls back to HTTP.
const fs = require('fs');

async function httpsOptions() {
  try {
    const certs = require('office-addin-dev-certs');
    const d = require('office-addin-dev-certs/lib/defaults');
    if (!fs.existsSync(d.localhostCertificatePath) || !fs.existsSync(d.localhostKeyPath)) await certs.generateCertificates();
    return {
      key: fs.readFileSync(d.localhostKeyPath),
      cert: fs.readFileSync(d.localhostCertificatePath),
      ca: fs.readFileSync(d.caCertificatePath),
    };
  } catch (e) {
    console.warn(`dev-certs: no HTTPS certificates (${e && e.message}); serving over HTTP`);
    return null;
  }
}

module.exports = { httpsOptions };
