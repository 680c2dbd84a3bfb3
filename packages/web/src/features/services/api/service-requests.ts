import { API, type ServiceRequestBody, type ServiceRequestReply } from '@atrium/contract';
import { http } from '../../../lib/http';

/** POST /api/service-requests: the request lands in the caller's chat with their KAM. */
export const serviceRequestsApi = {
  ask: (body: ServiceRequestBody) => http.post<ServiceRequestReply>(API.serviceRequests.root, body),
};
