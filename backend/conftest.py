"""Root of the pytest tree. Fixtures live with the tests that use them (itjobs/<app>/tests/)."""
