#!/usr/bin/python3
"""Validates a report against its published schema; the test suite runs it.

    validate.py sarif REPORT.sarif   # SARIF 2.1.0 (sarif-schema-2.1.0.json, JSON Schema draft 4)
    validate.py junit REPORT.xml     # JUnit XML as Jenkins reads it (junit-10.xsd)

Prints nothing and exits 0 when the report is valid, else prints every error and exits 1.
Needs Debian's python3-jsonschema and python3-xmlschema (`make test` installs them).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def sarif(path):
    import jsonschema
    from jsonschema.validators import validator_for
    with open(os.path.join(HERE, "sarif-schema-2.1.0.json"), encoding="utf-8") as file:
        schema = json.load(file)
    with open(path, encoding="utf-8") as file:
        log = json.load(file)
    validator = validator_for(schema)(schema, format_checker=jsonschema.FormatChecker())
    return ["%s: %s" % ("/".join(map(str, error.absolute_path)), error.message) for error in validator.iter_errors(log)]


def junit(path):
    import xmlschema
    schema = xmlschema.XMLSchema(os.path.join(HERE, "junit-10.xsd"))
    return [str(error.reason) + " at " + str(error.path) for error in schema.iter_errors(path)]


if __name__ == "__main__":
    kind, report = sys.argv[1], sys.argv[2]
    errors = {"sarif": sarif, "junit": junit}[kind](report)
    for error in errors:
        print(error)
    sys.exit(1 if errors else 0)
