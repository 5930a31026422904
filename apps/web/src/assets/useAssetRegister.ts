import { assetRegister } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** Per signed-in user: another account must never see a cached register. */
export const assetRegisterKey = (userId: string) => ['assets', 'register', userId] as const;

/** The whole register in one request; the page filters and sorts it in the browser. */
export function useAssetRegister(userId: string) {
  return useQuery({
    queryKey: assetRegisterKey(userId),
    queryFn: ({ signal }) => callApi(assetRegister, { body: {}, signal }),
  });
}
