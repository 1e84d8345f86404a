import { formatUsdExact } from '@injury-assist/domain';
import PDFDocument from 'pdfkit';
import type { Invoice } from '../payments/subscriptions';

/** Who the invoice is for, as the PDF names them. */
export interface InvoiceParty {
  businessName: string | null;
  name: string;
  email: string;
}

const SELLER = 'Injury Assist';

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The invoice as a PDF (Billing History's download): the seller, the business billed, the
 * number, date and period, each line item with its amount, and the total and status. Built with
 * pdfkit's standard Helvetica, so no font file is read.
 */
export function invoicePdf(invoice: Invoice, party: InvoiceParty): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Invoice ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(SELLER);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Provider subscriptions and placements');
  doc.moveDown(1.5);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Date: ${day(invoice.issuedAt)}`);
  if (invoice.periodStart && invoice.periodEnd) {
    doc.text(`Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  }
  doc.text(`Status: ${invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Open' : 'Void'}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica');
  if (party.businessName) doc.text(party.businessName);
  doc.text(party.name);
  doc.text(party.email);
  doc.moveDown(1.5);

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountWidth = 110;
  const descriptionWidth = right - left - amountWidth;
  const row = (description: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(description, left, y, { width: descriptionWidth - 10 });
    const after = doc.y;
    doc.text(amount, right - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  row('Description', 'Amount', true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#999').stroke();
  doc.y += 6;
  for (const line of invoice.lines) row(line.description, formatUsdExact(line.amountCents));
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 6;
  row('Total', formatUsdExact(invoice.totalCents), true);
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555');
  doc.text(`Amounts in ${invoice.currency.toUpperCase()}. Paid by card through ${SELLER}'s payment provider.`, left);
  doc.end();
  return done;
}
