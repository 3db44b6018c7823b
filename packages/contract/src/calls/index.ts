import * as member from './member.js';
import * as site from './site.js';
import * as nom from './nominations.js';
import * as reward from './rewards.js';
import * as report from './reports.js';
import * as shop from './shop.js';
import * as getinvolved from './getinvolved.js';
import * as admin from './admin.js';
import * as adminPeople from './admin-people.js';
import * as adminBudgets from './admin-budgets.js';
import * as adminShop from './admin-shop.js';
import * as adminContent from './admin-content.js';
import * as adminOrders from './admin-orders.js';
import * as adminCatalogue from './admin-catalogue.js';
import * as adminModeration from './admin-moderation.js';
import * as adminChat from './admin-chat.js';

/** Every call of the interface, keyed `<area>.<name>`. The server and the tests walk this. */
export const calls = {
  'member.login': member.login,
  'member.getmemberdata': member.getmemberdata,
  'member.logout': member.logout,
  'member.authsso': member.authsso,
  'member.sendcell2factorsms': member.sendcell2factorsms,
  'member.cell2factorverify': member.cell2factorverify,
  'member.passwordsendcell2factorsms': member.passwordsendcell2factorsms,
  'member.passwordcell2factorverify': member.passwordcell2factorverify,
  'member.profilepicupload': member.profilepicupload,
  'member.memberupdate': member.memberupdate,

  'site.branding': site.branding,
  'site.getcontentdb': site.getcontentdb,
  'site.contactussend': site.contactussend,
  'site.getmemberlist': site.getmemberlist,
  'site.getmemberget': site.getmemberget,
  'site.advertdata': site.advertdata,
  'site.getrecentrecognition': site.getrecentrecognition,
  'site.getcelebrations': site.getcelebrations,
  'site.gettoknowlist': site.gettoknowlist,
  'site.gettoknowget': site.gettoknowget,
  'site.getdivisionlist': site.getdivisionlist,

  'nom.newnom': nom.newnom,
  'nom.nomlist': nom.nomlist,
  'nom.nomget': nom.nomget,
  'nom.nomcats': nom.nomcats,
  'nom.nomrate': nom.nomrate,
  'nom.nomaward': nom.nomaward,
  'nom.nomquarters': nom.nomquarters,
  'nom.nomclosequarter': nom.nomclosequarter,

  'reward.doavonnomreviewreward': reward.doavonnomreviewreward,
  'reward.doreward': reward.doreward,

  'report.myrecognitions': report.myrecognitions,
  'report.reportmanagement': report.reportmanagement,
  'report.quarterlyawards': report.quarterlyawards,
  'report.managementstatement': report.managementstatement,
  'report.managerbalances': report.managerbalances,
  'report.statement': report.statement,
  'report.payitforwardstatement': report.payitforwardstatement,

  'shop.categorylist': shop.categorylist,
  'shop.productlist': shop.productlist,
  'shop.addtobasket': shop.addtobasket,
  'shop.getbasket': shop.getbasket,
  'shop.changebasketqty': shop.changebasketqty,
  'shop.getCheckoutOrderSummary': shop.getCheckoutOrderSummary,
  'shop.placeOrder': shop.placeOrder,
  'shop.orders': shop.orders,
  'shop.getVoucherCodeMessage': shop.getVoucherCodeMessage,

  'getinvolved.getcampaigns': getinvolved.getcampaigns,
  'getinvolved.getcampaignpics': getinvolved.getcampaignpics,
  'getinvolved.getprofilepics': getinvolved.getprofilepics,
  'getinvolved.likepic': getinvolved.likepic,
  'getinvolved.deletepic': getinvolved.deletepic,
  'getinvolved.picupload': getinvolved.picupload,
  'getinvolved.imagerotate': getinvolved.imagerotate,
  'getinvolved.saveuploadedimage': getinvolved.saveuploadedimage,

  'admin.auditlog': admin.auditlog,
  'admin.settingsget': admin.settingsget,
  'admin.settingsupdate': admin.settingsupdate,
  'admin.ledgeraudit': admin.ledgeraudit,
  'admin.peopleimportstart': adminPeople.peopleimportstart,
  'admin.peopleimportstatus': adminPeople.peopleimportstatus,
  'admin.peopleimportapply': adminPeople.peopleimportapply,
  'admin.membersearch': adminPeople.membersearch,
  'admin.memberget': adminPeople.memberget,
  'admin.memberedit': adminPeople.memberedit,
  'admin.memberinvite': adminPeople.memberinvite,
  'admin.fundbudget': adminBudgets.fundbudget,
  'admin.fundbudgets': adminBudgets.fundbudgets,
  'admin.fundingstatement': adminBudgets.fundingstatement,
  'admin.ledgerexport': adminBudgets.ledgerexport,
  'admin.pifrun': adminBudgets.pifrun,
  'admin.shopcategories': adminShop.shopcategories,
  'admin.shopproducts': adminShop.shopproducts,
  'admin.shopproductadd': adminShop.shopproductadd,
  'admin.shopproductupdate': adminShop.shopproductupdate,
  'admin.shopvoucherimport': adminShop.shopvoucherimport,
  'admin.picturehide': adminShop.picturehide,
  'admin.recognitionreverse': adminShop.recognitionreverse,
  'admin.promocreate': adminShop.promocreate,
  'admin.contentpages': adminContent.contentpages,
  'admin.contentpageget': adminContent.contentpageget,
  'admin.contentpagesave': adminContent.contentpagesave,
  'admin.campaigns': adminContent.campaigns,
  'admin.campaignadd': adminContent.campaignadd,
  'admin.campaignupdate': adminContent.campaignupdate,
  'admin.nomcategories': adminContent.nomcategories,
  'admin.nomcathelp': adminContent.nomcathelp,
  'admin.ordersearch': adminOrders.ordersearch,
  'admin.orderget': adminOrders.orderget,
  'admin.orderstatus': adminOrders.orderstatus,
  'admin.orderdispatch': adminOrders.orderdispatch,
  'admin.ordercancel': adminOrders.ordercancel,
  'admin.ordersexport': adminOrders.ordersexport,
  'admin.categorytree': adminCatalogue.categorytree,
  'admin.categoryadd': adminCatalogue.categoryadd,
  'admin.categoryupdate': adminCatalogue.categoryupdate,
  'admin.productimage': adminCatalogue.productimage,
  'admin.advertlist': adminCatalogue.advertlist,
  'admin.advertadd': adminCatalogue.advertadd,
  'admin.advertupdate': adminCatalogue.advertupdate,
  'admin.advertimage': adminCatalogue.advertimage,
  'admin.advertremove': adminCatalogue.advertremove,
  'admin.promolist': adminCatalogue.promolist,
  'admin.promoupdate': adminCatalogue.promoupdate,
  'admin.recognitionsearch': adminModeration.recognitionsearch,
  'admin.recognitionhide': adminModeration.recognitionhide,
  'admin.chatintegrations': adminChat.chatintegrations,
  'admin.slacksave': adminChat.slacksave,
  'admin.teamssave': adminChat.teamssave,
  'admin.chatpostretry': adminChat.chatpostretry,
} as const;

export type CallId = keyof typeof calls;
export {
  member,
  site,
  nom,
  reward,
  report,
  shop,
  getinvolved,
  admin,
  adminPeople,
  adminBudgets,
  adminShop,
  adminContent,
  adminOrders,
  adminCatalogue,
  adminModeration,
  adminChat,
};
