interface ImportMetaEnv {
  /** Set at build time from the IP_GEOLOCATION_URL setting; empty when unset. */
  readonly IP_GEOLOCATION_URL: string;
}
