"""Sentences the fake upstream builds descriptions from, per role family (data only)."""

DUTIES: dict[str, tuple[str, ...]] = {
    "software-development": (
        "Design, build and ship features in {skill} used by thousands of customers",
        "Review pull requests and keep our code base clean and well tested",
        "Work with product and design to turn ideas into working software",
        "Improve performance and reliability of our services written in {skill}",
        "Write automated tests and take part in a friendly on-call rotation",
        "Mentor other developers and share what you learn",
    ),
    "data-science": (
        "Build data pipelines and models with {skill}",
        "Turn messy data into dashboards and insights the business trusts",
        "Design experiments and measure their impact",
        "Own the quality and documentation of our core datasets",
        "Put machine learning models into production and monitor them",
    ),
    "cybersecurity": (
        "Monitor, triage and respond to security alerts using {skill}",
        "Run vulnerability assessments and follow remediation to the end",
        "Harden cloud and on-premise systems against current threats",
        "Write security policies people actually read",
        "Lead incident response exercises and post-incident reviews",
    ),
    "network-administration": (
        "Keep our network, servers and end-user devices healthy with {skill}",
        "Configure switches, routers, firewalls and VPNs",
        "Resolve support tickets quickly and document the fixes",
        "Plan upgrades, backups and capacity for a growing team",
    ),
    "devops": (
        "Automate infrastructure with {skill} and infrastructure as code",
        "Run and improve CI/CD pipelines that ship many times a day",
        "Define SLOs, alerts and dashboards, and reduce toil",
        "Operate Kubernetes clusters across several regions",
        "Lead blameless incident reviews",
    ),
    "cloud-computing": (
        "Design secure, cost-aware cloud architectures on {skill}",
        "Migrate workloads from data centres to the cloud",
        "Set landing-zone standards, networking and identity",
        "Advise teams on scalability, resilience and cost",
    ),
    "ui-ux-design": (
        "Design flows, wireframes and polished interfaces in {skill}",
        "Run user research and usability tests and share the findings",
        "Grow and maintain our design system with engineers",
        "Make every screen accessible and easy to use",
    ),
    "it-project-management": (
        "Plan and deliver IT projects on time and within budget",
        "Run ceremonies with {skill} and keep the backlog healthy",
        "Report progress and risks clearly to stakeholders",
        "Coordinate vendors, engineers and the business",
    ),
    "other": (
        "Deliver excellent service to our customers every day",
        "Work safely and follow company procedures",
        "Keep accurate records using {skill}",
        "Support colleagues across shifts, including some weekends",
        "Take part in paid training and grow with us",
    ),
}

INTROS: dict[str, str] = {
    "software-development": "Join an engineering team that builds the products our customers rely on.",
    "data-science": "Help us make better decisions with data, from raw events to production models.",
    "cybersecurity": "Protect our customers, people and systems as part of a growing security team.",
    "network-administration": "Keep the lights on for hundreds of colleagues across our offices.",
    "devops": "Make shipping software fast, safe and boring for every engineering team.",
    "cloud-computing": "Shape how we run on the cloud as we scale across regions.",
    "ui-ux-design": "Design experiences people love and that work for everyone.",
    "it-project-management": "Lead delivery across engineering, product and business teams.",
    "other": "We are a friendly, growing team and we are hiring now.",
}

ADZUNA_TAGS: dict[str, str] = {
    "Registered Nurse": "healthcare-nursing-jobs",
    "Dental Hygienist": "healthcare-nursing-jobs",
    "Sales Associate": "sales-jobs",
    "Delivery Driver": "logistics-warehouse-jobs",
    "Truck Driver": "logistics-warehouse-jobs",
    "Warehouse Associate": "logistics-warehouse-jobs",
    "Accountant": "accounting-finance-jobs",
    "Primary School Teacher": "teaching-jobs",
    "Line Cook": "hospitality-catering-jobs",
    "Barista": "hospitality-catering-jobs",
    "Customer Service Representative": "customer-services-jobs",
    "Electrician": "trade-construction-jobs",
}

# A few descriptions carry markup a sanitizer must neutralise.
HOSTILE_HTML = (
    "<script>alert('xss')</script>",
    '<a href="javascript:alert(1)">Apply here</a>',
    '<img src="x" onerror="alert(1)">',
    '<p style="color:red" onclick="steal()">Urgent hire!</p>',
    '<iframe src="https://evil.example"></iframe>',
)
