/** The module's public face: what the rest of the server may use. */
export { type AdvertRow, createAdvert, deleteAdvert, findAdvert, updateAdvert } from './admin-adverts.js';
export {
  createCategory,
  createProduct,
  createPromoCode,
  importVoucherCodes,
  restoreProduct,
  saveShopImage,
  updateCategory,
  updateProduct,
  updatePromoCode,
  withdrawProduct,
} from './admin-catalogue.js';
export { cancelOrder, dispatchOrder, setLineDispatch, setOrderStatus } from './admin-orders.js';
export { findOrderItem, orderItems } from './order-repository.js';
export { placeOrderInTransaction, CARD_HOLD_ACCOUNT, deliveryNumber } from './place-order.js';
export { type PromoRow, checkPromo } from './promo.js';
export { shopRoutes } from './routes.js';
export { type BasketLine, basketLines } from './basket-repository.js';
export { priceBasket } from './basket.js';
export { cardSetupFor, memberCluster, providerConfigured, type CardSetup } from './card-setup.js';
export { cardPart } from './card-split.js';
