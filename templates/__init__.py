"""Jinja2 templates for reports and textual pages (installed as ``nile_templates``)."""
