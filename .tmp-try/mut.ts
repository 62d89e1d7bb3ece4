export const apiMutator = async <T>(url: string, init?: RequestInit): Promise<T> => { return fetch(url, init) as unknown as T; };
export default apiMutator;
