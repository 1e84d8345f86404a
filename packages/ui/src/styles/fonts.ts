// Self-hosted so every machine renders the same glyphs (screenshots depend on it).
import '@fontsource-variable/inter';
