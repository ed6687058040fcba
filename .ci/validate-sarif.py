#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema.

Usage: validate-sarif.py SCHEMA FILE...   (needs the `jsonschema` package)
Exit status 1 when a file does not validate, with the first errors and their paths.
"""
import json
import sys

import jsonschema


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as fh:
        schema = json.load(fh)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    failed = False
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as fh:
            document = json.load(fh)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        results = sum(len(run.get("results", [])) for run in document.get("runs", []))
        if errors:
            failed = True
            for e in errors[:10]:
                print("%s: %s (at /%s)" % (path, e.message[:300], "/".join(map(str, e.absolute_path))))
        print("%s: %s against the SARIF 2.1.0 schema (%d results)" % (path, "INVALID" if errors else "valid", results))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
