// Lucide ships each icon's drawing beside its component; islands draw it with `SvgIcon`.
// Each icon an island uses is listed here, since module augmentation takes no wildcards.
import type { IconData } from "~/components/ui/svg-icon";

declare module "lucide-react/icons/arrow-right" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/external-link" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/map" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/map-pin" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/search" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/share-2" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/loader-circle" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/arrow-left" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/chevron-left" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/chevron-right" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/download" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/log-out" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/rotate-cw" {
  export const __iconData: IconData;
}
declare module "lucide-react/icons/house" {
  export const __iconData: IconData;
}
