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

/** What a billing document shows: an invoice, or a credit note that gives part of one back. */
interface BillingDocument {
  title: string;
  /** Lines under the title: the date, the period, the status, the invoice credited. */
  facts: string[];
  lines: { description: string; amountCents: number }[];
  totalLabel: string;
  totalCents: number;
  currency: string;
  footer: string;
}

/**
 * The invoice as a PDF (Billing History's download): the seller, the business billed, the
 * number, date and period, each line item with its amount, and the total and status.
 */
export function invoicePdf(invoice: Invoice, party: InvoiceParty): Promise<Buffer> {
  const facts = [`Date: ${day(invoice.issuedAt)}`];
  if (invoice.periodStart && invoice.periodEnd) {
    facts.push(`Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  }
  facts.push(`Status: ${invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Open' : 'Void'}`);
  return billingDocumentPdf(
    {
      title: `Invoice ${invoice.number}`,
      facts,
      lines: invoice.lines,
      totalLabel: 'Total',
      totalCents: invoice.totalCents,
      currency: invoice.currency,
      footer: `Paid by card through ${SELLER}'s payment provider.`,
    },
    party,
  );
}

/** A refund as the provider keeps it: which invoice it credits, how much, and why. */
export interface CreditNote {
  number: string;
  invoiceNumber: string;
  issuedAt: Date;
  amountCents: number;
  currency: string;
  reason: string;
}

/** The credit note as a PDF (e-mailed to the provider and listed beside its invoice). */
export function creditNotePdf(note: CreditNote, party: InvoiceParty): Promise<Buffer> {
  return billingDocumentPdf(
    {
      title: `Credit note ${note.number}`,
      facts: [`Date: ${day(note.issuedAt)}`, `Credits invoice ${note.invoiceNumber}`],
      lines: [
        {
          description: note.reason ? `Refund: ${note.reason}` : `Refund of invoice ${note.invoiceNumber}`,
          amountCents: note.amountCents,
        },
      ],
      totalLabel: 'Total refunded',
      totalCents: note.amountCents,
      currency: note.currency,
      footer: 'Refunded to the card the invoice was paid with.',
    },
    party,
  );
}

/** Built with pdfkit's standard Helvetica, so no font file is read. */
function billingDocumentPdf(document: BillingDocument, party: InvoiceParty): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: document.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(SELLER);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Provider subscriptions and placements');
  doc.moveDown(1.5);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(document.title);
  doc.font('Helvetica').fontSize(10);
  for (const fact of document.facts) doc.text(fact);
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
  for (const line of document.lines) row(line.description, formatUsdExact(line.amountCents));
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 6;
  row(document.totalLabel, formatUsdExact(document.totalCents), true);
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555');
  doc.text(`Amounts in ${document.currency.toUpperCase()}. ${document.footer}`, left);
  doc.end();
  return done;
}
