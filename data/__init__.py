"""The YAML catalogues (installed as the package ``nile_data``)."""
