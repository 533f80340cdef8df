"""Shared fixtures. Settings that depend on files (the frontend build) are pointed at temp dirs."""
