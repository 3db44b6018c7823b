import { changeNotices, type PortalMigration } from './helpers.js';

const clusterNotices = changeNotices(['clusters']);

/**
 * Products and shop adverts limited to clusters (countries). A product or advert with no rows
 * here is offered in every cluster; with rows, only in the clusters they name. Clusters are also
 * announced on PostgreSQL from now on: what a member's Home keeps (the cluster's language and
 * time zone) is dropped on every instance when a cluster changes.
 */
export const shopClusterOffers: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('shop_product_clusters')
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('shop_products.id').onDelete('cascade'),
      )
      .addColumn('cluster_code', 'text', (c) => c.notNull().references('clusters.code'))
      .addPrimaryKeyConstraint('shop_product_clusters_pk', ['product_id', 'cluster_code'])
      .execute();
    await db.schema
      .createTable('shop_advert_clusters')
      .addColumn('advert_id', 'integer', (c) => c.notNull().references('shop_adverts.id').onDelete('cascade'))
      .addColumn('cluster_code', 'text', (c) => c.notNull().references('clusters.code'))
      .addPrimaryKeyConstraint('shop_advert_clusters_pk', ['advert_id', 'cluster_code'])
      .execute();
    await clusterNotices.up(db, dialect);
  },
  async down(db, dialect) {
    await clusterNotices.down(db, dialect);
    await db.schema.dropTable('shop_advert_clusters').ifExists().execute();
    await db.schema.dropTable('shop_product_clusters').ifExists().execute();
  },
};
