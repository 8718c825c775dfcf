// The name the nav bar leads with. A signed-in user's community comes from the session; a public
// page that knows its community without a session (the guest invitation page) names it here, so
// a guest reads the community's name, not the product's (docs/adr/0030).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetBrand = (name: string | null) => void;

const BrandName = createContext<string | null>(null);
const SetBrandName = createContext<SetBrand>(() => undefined);

export function PageBrandProvider({ children }: { children: ReactNode }) {
  const [name, setName] = useState<string | null>(null);
  return (
    <SetBrandName.Provider value={setName}>
      <BrandName.Provider value={name}>{children}</BrandName.Provider>
    </SetBrandName.Provider>
  );
}

/** The name a public page set, or null. */
export const usePageBrand = () => useContext(BrandName);

/** Names the community in the nav bar while the calling page is shown. */
export function useSetPageBrand(name: string | null | undefined) {
  const setBrand = useContext(SetBrandName);
  useEffect(() => {
    if (!name) return undefined;
    setBrand(name);
    return () => setBrand(null);
  }, [name, setBrand]);
}
