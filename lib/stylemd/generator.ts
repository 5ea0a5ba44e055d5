// The generator identifier STYLE.md documents written by Styleshelf carry in their frontmatter.
export const STYLE_MD_VERSION = "1.0";
export const GENERATOR_ID = `styleshelf/${STYLE_MD_VERSION}`;
