/** The module's public face: what the rest of the server may use. */
export { type AdvertRow, createAdvert, deleteAdvert, findAdvert, updateAdvert } from './admin-adverts.js';
export { createCategory, updateCategory } from './admin-categories.js';
export {
  createProduct,
  type ProductInput,
  restoreProduct,
  updateProduct,
  withdrawProduct,
} from './admin-products.js';
export { saveShopImage } from './admin-images.js';
export { importVoucherCodes } from './admin-voucher-stock.js';
export { createPromoCode, type PromoInput, updatePromoCode } from './admin-promos.js';
export { cancelOrder, dispatchOrder, setLineDispatch, setOrderStatus } from './admin-orders.js';
export { findOrderItem, orderItems } from './order-repository.js';
export { placeOrderInTransaction, CARD_HOLD_ACCOUNT, deliveryNumber } from './place-order.js';
export { type PromoRow, checkPromo, confirmedTotal } from './promo.js';
export { shopRoutes } from './routes.js';
export { type BasketLine, basketLines } from './basket-repository.js';
export { priceBasket } from './basket.js';
export { effectivePromoCode } from './basket-promo.js';
export { cardSetupFor, memberCluster, providerConfigured, type CardSetup } from './card-setup.js';
export { cardPart } from './card-split.js';
export { advertClusters, productClusters, setAdvertClusters, setProductClusters } from './cluster-offers.js';
