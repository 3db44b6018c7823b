/** The module's public face: what the rest of the server may use. */
export { findCampaign, listCampaigns } from './campaigns-repository.js';
export { getInvolvedRoutes } from './routes.js';
export { createCampaign, setPictureVisibility, updateCampaign } from './service.js';
