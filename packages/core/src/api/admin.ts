// Answers of the merchant console's API under /api/admin.

import type { AuditEntry, StaffMember } from '../admin.ts';
import { productCarbonSchema } from '../carbon-record.ts';
import type {
  AdminCategory,
  AdminProduct,
  ProductBulkResult,
  StockAdjustment,
  UploadedImage,
} from '../catalog-admin.ts';
import { BULK_ACTIONS, STOCK_REASONS } from '../catalog-admin.ts';
import type {
  CustomerDetail,
  CustomerNote,
  CustomerOrder,
  CustomerReturn,
  CustomerSummary,
  CustomerTicket,
} from '../customers.ts';
import { DASHBOARD_RANGES, type Dashboard } from '../dashboard.ts';
import type { AdminOrder, AdminOrderSummary } from '../fulfilment.ts';
import type { Gstr1 } from '../gstr1.ts';
import { GST_RATES } from '../money.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { PAYMENT_MISMATCHES, PAYMENT_STATUSES } from '../payments.ts';
import type { ImportedLine, ProductImportReport } from '../product-csv.ts';
import { REPORT_GROUPS, type SalesReport } from '../reports.ts';
import { type AdminReturnRequest, RETURN_ACTIONS, RETURN_STATUSES } from '../returns.ts';
import { ROLES } from '../roles.ts';
import type { SellerSettingsAnswer } from '../seller.ts';
import type { AdminSupportTicket } from '../support.ts';
import { UQC_CODES } from '../uqc.ts';
import { SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS } from '../validation.ts';
import { z } from '../zod.ts';
import { returnRequestFields, supportTicketFields } from './account.ts';
import { conforms, email, entityId, instant, rupees } from './common.ts';
import { orderEventFields, orderFields } from './orders.ts';

const paise = z.number().int().min(0).describe('Paise');

export const auditEntry = conforms<AuditEntry>()(
  z
    .object({
      id: entityId,
      actor: z.object({ id: entityId.nullable(), name: z.string(), email: z.string() }),
      action: z.string(),
      entity: z.string(),
      entityId: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      at: instant,
    })
    .meta({ id: 'AuditEntry' }),
);

export const staffMember = conforms<StaffMember>()(
  z
    .object({ id: entityId, name: z.string(), email, role: z.enum(ROLES) })
    .meta({ id: 'StaffMember' }),
);

/** The seller in force (decision 083); `updatedAt` null while the SELLER_* variables are. */
export const sellerSettingsAnswer = conforms<SellerSettingsAnswer>()(
  z
    .object({
      legalName: z.string(),
      address: z.string(),
      gstin: z.string(),
      state: z.string(),
      invoicePrefix: z.string(),
      signatory: z.string(),
      updatedAt: instant.nullable(),
    })
    .meta({ id: 'SellerSettings' }),
);

const salesFigures = {
  orders: z.number().int().min(0),
  units: z.number().int().min(0),
  netSales: rupees,
  gst: rupees,
  shipping: rupees,
  discounts: rupees,
  refunds: rupees,
};

/** GET /api/admin/reports/sales (decision 076). */
export const salesReport = conforms<SalesReport>()(
  z
    .object({
      from: z.string(),
      to: z.string(),
      groupBy: z.enum(REPORT_GROUPS),
      rows: z.array(z.object({ period: z.string(), ...salesFigures })),
      totals: z.object(salesFigures),
      categories: z.array(
        z.object({
          category: z.string(),
          orders: z.number().int().min(0),
          units: z.number().int().min(0),
          netSales: rupees,
        }),
      ),
    })
    .meta({ id: 'SalesReport' }),
);

export const dashboard = conforms<Dashboard>()(
  z
    .object({
      range: z.enum(DASHBOARD_RANGES),
      from: instant,
      to: instant,
      orders: z.number().int().min(0),
      revenue: rupees,
      units: z.number().int().min(0),
      averageOrderValue: rupees,
      co2SavedKg: z.number(),
      topProducts: z.array(
        z.object({
          productId: entityId,
          name: z.string(),
          units: z.number().int(),
          revenue: rupees,
        }),
      ),
      lowStock: z.array(
        z.object({
          productId: entityId,
          name: z.string(),
          slug: z.string(),
          stock: z.number().int(),
        }),
      ),
      lowStockCount: z.number().int().min(0),
      lowStockThreshold: z.number().int().min(0),
      openReturns: z.number().int().min(0),
      openTickets: z.number().int().min(0),
      ordersToPack: z.number().int().min(0),
      days: z.array(
        z.object({
          date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          orders: z.number().int().min(0),
          revenue: rupees,
        }),
      ),
    })
    .meta({ id: 'Dashboard' }),
);

export const adminOrderSummary = conforms<AdminOrderSummary>()(
  z
    .object({
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      createdAt: instant,
      customer: z.object({ name: z.string(), email: z.string() }),
      itemCount: z.number().int(),
      total: rupees,
      payment: z.enum(PAYMENT_STATUSES),
    })
    .meta({ id: 'AdminOrderSummary' }),
);

export const adminOrder = conforms<AdminOrder>()(
  z
    .object({
      ...orderFields,
      customer: z.object({ id: entityId, name: z.string(), email: z.string() }),
      timeline: z.array(
        z.object({
          ...orderEventFields,
          actor: z.object({ id: entityId.nullable(), name: z.string() }),
          note: z.string().nullable(),
        }),
      ),
      nextStatuses: z.array(z.enum(ORDER_STATUSES)).readonly(),
      paymentMismatches: z.array(
        z.object({
          paymentId: z.string().nullable(),
          mismatch: z.enum(PAYMENT_MISMATCHES),
          amount: z.number().nullable(),
          currency: z.string().nullable(),
          providerStatus: z.string().nullable(),
          refund: z.enum(['pending', 'processed', 'failed']).nullable(),
          at: instant,
        }),
      ),
      invoice: z
        .object({ number: z.string(), issuedAt: instant })
        .nullable()
        .describe('Its tax invoice, issued when it is shipped; null before'),
    })
    .meta({ id: 'AdminOrder' }),
);

export const adminReturnRequest = conforms<AdminReturnRequest>()(
  z
    .object({
      ...returnRequestFields,
      customer: z.object({ name: z.string(), email: z.string() }),
      unitPrice: rupees,
      maxRefund: rupees,
      decidedBy: z.string().nullable(),
      decidedAt: instant.nullable(),
      receivedAt: instant.nullable(),
      refundedAt: instant.nullable(),
      actions: z.array(z.enum(RETURN_ACTIONS)),
      events: z.array(
        z.object({
          status: z.enum(RETURN_STATUSES),
          by: z.string(),
          note: z.string().nullable(),
          at: instant,
        }),
      ),
    })
    .meta({ id: 'AdminReturnRequest' }),
);

export const adminSupportTicket = conforms<AdminSupportTicket>()(
  z
    .object({
      ...supportTicketFields,
      guest: z.boolean(),
      customer: z.object({ id: entityId, name: z.string() }).nullable(),
      assignedTo: z.object({ id: entityId, name: z.string() }).nullable(),
      updatedAt: instant,
    })
    .meta({ id: 'AdminSupportTicket' }),
);

export const supportAssignee = z.object({ id: entityId, name: z.string() });

export const adminProduct = conforms<AdminProduct>()(
  z
    .object({
      id: entityId,
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      nameHi: z.string(),
      descriptionHi: z.string(),
      image: z.string().describe('The main picture: the first of images'),
      images: z.array(z.string()).min(1).describe('Every picture in order (decision 080)'),
      sku: z.string().nullable(),
      weightGrams: z.number().int().min(1).nullable().describe('Grams as packed'),
      categoryId: entityId.nullable(),
      category: z.string().nullable(),
      pricePaise: paise,
      mrpPaise: paise.nullable(),
      hsnCode: z.string().nullable(),
      gstRate: z.union(GST_RATES.map((r) => z.literal(r))),
      uqc: z.enum(UQC_CODES),
      stock: z.number().int().min(0),
      featured: z.boolean(),
      archived: z.boolean(),
      co2SavedKg: z.number(),
      carbon: productCarbonSchema,
      rating: z.number().min(0).max(5),
      ratingCount: z.number().int().min(0),
      createdAt: instant,
      updatedAt: instant,
    })
    .meta({ id: 'AdminProduct' }),
);

export const adminCategory = conforms<AdminCategory>()(
  z
    .object({
      id: entityId,
      name: z.string(),
      nameHi: z.string(),
      slug: z.string(),
      image: z.string(),
      position: z.number().int(),
      productCount: z.number().int().min(0),
    })
    .meta({ id: 'AdminCategory' }),
);

export const stockAdjustment = conforms<StockAdjustment>()(
  z
    .object({
      id: entityId,
      productId: entityId,
      delta: z.number().int(),
      reason: z.enum(STOCK_REASONS),
      note: z.string().nullable(),
      actor: z.string(),
      stockAfter: z.number().int().min(0),
      at: instant,
    })
    .meta({ id: 'StockAdjustment' }),
);

export const uploadedImage = conforms<UploadedImage>()(
  z.object({ image: z.string(), width: z.number().int(), height: z.number().int() }),
);

const importedLine = conforms<ImportedLine>()(
  z.object({
    line: z.number().int().min(1),
    slug: z.string(),
    name: z.string(),
    changes: z.array(z.string()).describe('The columns whose values change'),
  }),
);

export const productImportReport = conforms<ProductImportReport>()(
  z
    .object({
      dryRun: z.boolean(),
      applied: z.boolean().describe('True only when every change was saved, in one transaction'),
      message: z.string(),
      lines: z.number().int().min(0).describe('Product lines read'),
      created: z.array(importedLine),
      updated: z.array(importedLine),
      unchanged: z.number().int().min(0),
      errors: z.array(
        z.object({
          line: z.number().int().min(1).describe('The line of the file, 1 for the header'),
          column: z.string().nullable(),
          message: z.string(),
        }),
      ),
    })
    .meta({ id: 'ProductImportReport' }),
);

/** A CSV file the API answers with (an export). */
export const csvAnswer = {
  description: 'The CSV file (RFC 4180, UTF-8, CRLF)',
  content: { 'text/csv': { schema: z.string() } },
};

const customerSummaryFields = {
  id: entityId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  orders: z.number().int().min(0),
  spend: rupees.describe('Rupees: the orders not cancelled, GST and shipping included'),
  lastOrderAt: instant.nullable(),
  points: z.number().int().describe('Green points held now'),
  joinedAt: instant,
};

export const customerSummary = conforms<CustomerSummary>()(
  z.object(customerSummaryFields).meta({ id: 'CustomerSummary' }),
);

const customerOrder = conforms<CustomerOrder>()(
  z.object({
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    createdAt: instant,
    itemCount: z.number().int().min(0),
    total: rupees,
  }),
);

const customerReturn = conforms<CustomerReturn>()(
  z.object({
    id: entityId,
    orderNumber: z.string(),
    productName: z.string(),
    quantity: z.number().int().min(1),
    status: z.enum(RETURN_STATUSES),
    createdAt: instant,
  }),
);

const customerTicket = conforms<CustomerTicket>()(
  z.object({
    reference: z.string(),
    topic: z.enum(SUPPORT_TOPICS),
    status: z.enum(SUPPORT_TICKET_STATUSES),
    createdAt: instant,
    lastFrom: z.object({ name: z.string(), staff: z.boolean() }),
    replies: z.number().int().min(0),
  }),
);

const customerNote = conforms<CustomerNote>()(
  z.object({ text: z.string(), by: z.string(), at: instant }),
);

export const customerDetail = conforms<CustomerDetail>()(
  z
    .object({
      ...customerSummaryFields,
      note: customerNote.nullable().describe("The shop's own note; never shown to the customer"),
      recentOrders: z.array(customerOrder),
      returns: z.array(customerReturn),
      tickets: z.array(customerTicket),
    })
    .meta({ id: 'CustomerDetail' }),
);

export const productBulkResult = conforms<ProductBulkResult>()(
  z
    .object({
      action: z.enum(BULK_ACTIONS),
      message: z.string(),
      changed: z.array(
        z.object({
          id: entityId,
          name: z.string(),
          before: z.number().int().nullable().describe('Price in paise or stock; null: archiving'),
          after: z.number().int().nullable(),
        }),
      ),
      skipped: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
    })
    .meta({ id: 'ProductBulkResult' }),
);

const gstRupees = z.number().describe('Rupees, two decimals; negative where credit notes exceed');
const gstr1Item = z.object({
  num: z.number().int().min(1),
  itm_det: z.object({
    txval: gstRupees,
    rt: z.number(),
    iamt: gstRupees,
    camt: gstRupees,
    samt: gstRupees.describe('SGST or UTGST'),
    csamt: gstRupees,
  }),
});
const gstr1Invoice = {
  inum: z.string(),
  idt: z.string().describe('dd-mm-yyyy'),
  val: gstRupees,
  itms: z.array(gstr1Item),
};
const pos = z.string().describe('The place of supply’s 2-digit state code');
const gstr1NoteFields = {
  ntty: z.literal('C'),
  nt_num: z.string(),
  nt_dt: z.string().describe('dd-mm-yyyy'),
  val: gstRupees,
  pos,
  itms: z.array(gstr1Item),
};

/** GET /api/admin/gstr1 (decision 079): the GST portal offline tool's JSON. */
export const gstr1Return = conforms<Gstr1>()(
  z
    .object({
      gstin: z.string(),
      fp: z.string().describe('The return period, MMYYYY'),
      b2b: z.array(
        z.object({
          ctin: z.string(),
          inv: z.array(
            z.object({ ...gstr1Invoice, pos, rchrg: z.literal('N'), inv_typ: z.literal('R') }),
          ),
        }),
      ),
      b2cl: z.array(z.object({ pos: z.string(), inv: z.array(z.object(gstr1Invoice)) })),
      b2cs: z.array(
        z.object({
          sply_ty: z.enum(['INTRA', 'INTER']),
          pos: z.string(),
          typ: z.literal('OE'),
          rt: z.number(),
          txval: gstRupees,
          iamt: gstRupees,
          camt: gstRupees,
          samt: gstRupees,
          csamt: gstRupees,
        }),
      ),
      cdnr: z.array(
        z.object({
          ctin: z.string(),
          nt: z.array(
            z.object({ ...gstr1NoteFields, rchrg: z.literal('N'), inv_typ: z.literal('R') }),
          ),
        }),
      ),
      cdnur: z.array(z.object({ ...gstr1NoteFields, typ: z.literal('B2CL') })),
      hsn: z.object({
        data: z.array(
          z.object({
            num: z.number().int().min(1),
            hsn_sc: z.string(),
            desc: z.string(),
            uqc: z.string(),
            qty: z.number(),
            val: gstRupees,
            txval: gstRupees,
            iamt: gstRupees,
            camt: gstRupees,
            samt: gstRupees,
            csamt: gstRupees,
            rt: z.number(),
          }),
        ),
      }),
      doc_issue: z.object({
        doc_det: z.array(
          z.object({
            doc_num: z.union([z.literal(1), z.literal(5)]),
            doc_typ: z.string(),
            docs: z.array(
              z.object({
                num: z.number().int().min(1),
                from: z.string(),
                to: z.string(),
                totnum: z.number().int().min(0),
                cancel: z.number().int().min(0),
                net_issue: z.number().int().min(0),
              }),
            ),
          }),
        ),
      }),
    })
    .meta({ id: 'Gstr1' }),
);

/** The return as JSON, or with ?format=csv its tables as one CSV file. */
export const gstr1Answer = {
  description: 'GSTR-1 as the GST portal’s offline tool reads it, or its tables as CSV',
  content: {
    'application/json': { schema: gstr1Return },
    'text/csv': { schema: z.string() },
  },
};
