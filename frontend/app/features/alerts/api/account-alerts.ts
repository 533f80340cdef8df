import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { ACCOUNT_KEY } from "~/lib/queries/session";
import { useMutation } from "~/lib/use-mutation";

export type Alert = components["schemas"]["AlertOut"];
export type AlertChange = components["schemas"]["AlertUpdateIn"];

// Under ACCOUNT_KEY: dropped with everything else of the account at login and logout.
const ALERTS_KEY = [...ACCOUNT_KEY, "alerts"] as const;

export const alertsQueryOptions = queryOptions({
  queryKey: ALERTS_KEY,
  queryFn: () => apiRequest(() => api.GET("/api/alerts")),
});

export function useAlerts() {
  return useQuery(alertsQueryOptions);
}

async function updateAlert({ id, change }: { id: number; change: AlertChange }) {
  await ensureCsrf();
  return apiRequest(() =>
    api.PATCH("/api/alerts/{alert_id}", { params: { path: { alert_id: id } }, body: change }),
  );
}

async function deleteAlert(id: number) {
  await ensureCsrf();
  return apiRequest(() => api.DELETE("/api/alerts/{alert_id}", { params: { path: { alert_id: id } } }));
}

export function useUpdateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAlert,
    onSettled: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSettled: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
