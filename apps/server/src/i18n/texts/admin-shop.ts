import type { MessageText } from '@portal/contract';

/**
 * What the shop's administration answers: categories, products, images, voucher codes, promo
 * codes, orders and card payments. `{…}` values are names, codes and row numbers as typed.
 */
export const SHOP_ADMIN_TEXTS = {
  categoryNeedsName: /*i18n*/ { id: 'shopAdmin.categoryNeedsName', message: 'A category needs a name.' },
  noParentCategory: /*i18n*/ {
    id: 'shopAdmin.noParentCategory',
    message: 'The parent category does not exist.',
  },
  categoriesTooDeep: /*i18n*/ {
    id: 'shopAdmin.categoriesTooDeep',
    message: 'Categories go three levels deep at most.',
  },
  categoryNameTaken: /*i18n*/ {
    id: 'shopAdmin.categoryNameTaken',
    message: 'There is already a category called {name} here.',
  },
  invalidPrice: /*i18n*/ {
    id: 'shopAdmin.invalidPrice',
    message: 'The price must be a whole number of points above 0.',
  },
  leafCategoryOnly: /*i18n*/ {
    id: 'shopAdmin.leafCategoryOnly',
    message: 'Products belong in a third-level category.',
  },
  stockCountNeeded: /*i18n*/ {
    id: 'shopAdmin.stockCountNeeded',
    message: 'A limited product needs its stock count.',
  },
  productNeedsCode: /*i18n*/ { id: 'shopAdmin.productNeedsCode', message: 'A product needs a code.' },
  productCodeTaken: /*i18n*/ {
    id: 'shopAdmin.productCodeTaken',
    message: 'Product code {code} is already in use.',
  },
  imageName: /*i18n*/ {
    id: 'shopAdmin.imageName',
    message: 'Image names use letters, digits, dot, dash and underscore.',
  },
  notAnImage: /*i18n*/ { id: 'shopAdmin.notAnImage', message: 'That file is not an image we can read.' },
  noSuchClusters: /*i18n*/ { id: 'shopAdmin.noSuchClusters', message: 'There is no cluster {clusters}.' },
  vouchersOnly: /*i18n*/ { id: 'shopAdmin.vouchersOnly', message: 'Only voucher products hold codes.' },
  noCodesToImport: /*i18n*/ { id: 'shopAdmin.noCodesToImport', message: 'There are no codes to import.' },
  noCodesInFile: /*i18n*/ { id: 'shopAdmin.noCodesInFile', message: 'The file has no codes.' },
  codeTooLong: /*i18n*/ {
    id: 'shopAdmin.codeTooLong',
    message: 'Every row needs a code of at most 100 characters.',
  },
  codeTooLongAt: /*i18n*/ {
    id: 'shopAdmin.codeTooLongAt',
    message: 'Every row needs a code of at most 100 characters: row {rows}.',
  },
  duplicateCodes: /*i18n*/ {
    id: 'shopAdmin.duplicateCodes',
    message: 'Duplicate voucher codes refused: {codes}.',
  },
  duplicateCodesAndMore: /*i18n*/ {
    id: 'shopAdmin.duplicateCodesAndMore',
    message: 'Duplicate voucher codes refused: {codes} and {more} more.',
  },
  duplicateRepeated: /*i18n*/ {
    id: 'shopAdmin.duplicateRepeated',
    message:
      'Duplicate voucher codes refused (repeated in the text at row {repeated}). Nothing was imported.',
  },
  duplicateInStock: /*i18n*/ {
    id: 'shopAdmin.duplicateInStock',
    message: 'Duplicate voucher codes refused (already in stock at row {inStock}). Nothing was imported.',
  },
  duplicateBoth: /*i18n*/ {
    id: 'shopAdmin.duplicateBoth',
    message:
      'Duplicate voucher codes refused (repeated in the text at row {repeated}; already in stock at row {inStock}). Nothing was imported.',
  },
  invalidValidity: /*i18n*/ { id: 'shopAdmin.invalidValidity', message: 'The validity dates are not valid.' },
  limitsWholeNumbers: /*i18n*/ { id: 'shopAdmin.limitsWholeNumbers', message: 'Limits are whole numbers.' },
  promoCodeShape: /*i18n*/ {
    id: 'shopAdmin.promoCodeShape',
    message: 'Promo codes are 3 to 40 letters, digits, dashes or underscores.',
  },
  promoDiscount: /*i18n*/ {
    id: 'shopAdmin.promoDiscount',
    message: 'The discount must be 1–100 percent or a whole number of points.',
  },
  promoCodeTaken: /*i18n*/ { id: 'shopAdmin.promoCodeTaken', message: 'Promo code {code} already exists.' },
  orderNotFound: /*i18n*/ { id: 'shopAdmin.orderNotFound', message: 'Order not found.' },
  noOrderWithNumber: /*i18n*/ { id: 'shopAdmin.noOrderWithNumber', message: 'No order has that number.' },
  noOrder: /*i18n*/ { id: 'shopAdmin.noOrder', message: 'No order {orderNum}.' },
  alreadyCancelled: /*i18n*/ {
    id: 'shopAdmin.alreadyCancelled',
    message: 'Order {orderNum} has already been cancelled or refunded.',
  },
  orderFinal: /*i18n*/ {
    id: 'shopAdmin.orderFinal',
    message: 'Order {orderNum} is already {state, select, cancelled {cancelled} other {refunded}}.',
  },
  statusChoice: /*i18n*/ {
    id: 'shopAdmin.statusChoice',
    message:
      'Use cancelOrder to cancel or refund; other statuses are 10, 20 and 30 (with an optional sub-status).',
  },
  nameALine: /*i18n*/ {
    id: 'shopAdmin.nameALine',
    message: 'Name a line to set it back to awaiting or processing.',
  },
  lineNotOnOrder: /*i18n*/ { id: 'shopAdmin.lineNotOnOrder', message: 'That line is not on this order.' },
  noPayment: /*i18n*/ { id: 'shopAdmin.noPayment', message: 'No payment has that number.' },
  noFailedRefund: /*i18n*/ {
    id: 'shopAdmin.noFailedRefund',
    message: 'This payment has no failed refund to retry.',
  },
  refundBeingRetried: /*i18n*/ {
    id: 'shopAdmin.refundBeingRetried',
    message: 'This refund is already being retried.',
  },
  paymentAlready: /*i18n*/ {
    id: 'shopAdmin.paymentAlready',
    message:
      'This payment is already {status, select, paid {paid} failed {failed} cancelled {cancelled} expired {expired} unfulfilled {unfulfilled} other {{status}}}.',
  },
  onlyMismatched: /*i18n*/ {
    id: 'shopAdmin.onlyMismatched',
    message: 'Only a payment whose provider reported a different amount can be failed here.',
  },
  justSettled: /*i18n*/ {
    id: 'shopAdmin.justSettled',
    message: 'This payment has just been settled; reload to see how.',
  },
} as const satisfies Record<string, MessageText>;

/** The shop administration's notes beside a field. */
export const SHOP_ADMIN_FIELD_TEXTS = {
  notFound: /*i18n*/ { id: 'shopAdminField.notFound', message: 'Not found' },
  tooDeep: /*i18n*/ { id: 'shopAdminField.tooDeep', message: 'Too deep' },
  alreadyInUse: /*i18n*/ { id: 'shopAdminField.alreadyInUse', message: 'Already in use' },
  alreadyExists: /*i18n*/ { id: 'shopAdminField.alreadyExists', message: 'Already exists' },
  invalidPrice: /*i18n*/ { id: 'shopAdminField.invalidPrice', message: 'Invalid price' },
  chooseLeaf: /*i18n*/ { id: 'shopAdminField.chooseLeaf', message: 'Choose a third-level category' },
  invalidName: /*i18n*/ { id: 'shopAdminField.invalidName', message: 'Invalid name' },
  notAnImage: /*i18n*/ { id: 'shopAdminField.notAnImage', message: 'Not an image' },
  chooseClusters: /*i18n*/ { id: 'shopAdminField.chooseClusters', message: 'Choose existing clusters' },
  notAVoucher: /*i18n*/ { id: 'shopAdminField.notAVoucher', message: 'Not a voucher product' },
  pasteCodes: /*i18n*/ { id: 'shopAdminField.pasteCodes', message: 'Paste the codes' },
  noCodes: /*i18n*/ { id: 'shopAdminField.noCodes', message: 'No codes' },
  blankOrLong: /*i18n*/ { id: 'shopAdminField.blankOrLong', message: 'Blank or long code' },
  duplicates: /*i18n*/ { id: 'shopAdminField.duplicates', message: 'Duplicate codes' },
  afterStart: /*i18n*/ { id: 'shopAdminField.afterStart', message: 'Must be after the start' },
  invalid: /*i18n*/ { id: 'shopAdminField.invalid', message: 'Invalid' },
  invalidCode: /*i18n*/ { id: 'shopAdminField.invalidCode', message: 'Invalid code' },
  invalidAmount: /*i18n*/ { id: 'shopAdminField.invalidAmount', message: 'Invalid amount' },
  chooseALine: /*i18n*/ { id: 'shopAdminField.chooseALine', message: 'Choose a line' },
  notOnOrder: /*i18n*/ { id: 'shopAdminField.notOnOrder', message: 'Not on this order' },
} as const satisfies Record<string, MessageText>;
