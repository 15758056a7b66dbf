const member = (role: string, photo: string, values: Omit<Member, "role" | "photo">): Member => ({
  role,
  photo: { src: `/images/people/${photo}.svg`, alt: "Portrait of {name}" },
  ...values,
});

interface Member {
  role: string;
  summary: string;
  photo: { src: string; alt: string };
  name: string;
  experienceYears: number;
  qualification: string;
  software: string;
  description: string;
}

export const defaultEmployees = {
  phrases: [
    "UI/UX Designer",
    "Software Architect",
    "Developer",
    "Project Manager",
    "Database Administrator",
    "QA & Testing Engineer",
  ],
  members: [
    member("UI/UX Designer", "designer", {
      summary: "Plans screens that are simple to learn and easy to read.",
      name: "Priya Sharma",
      experienceYears: 2,
      qualification: "B.Des. Interaction Design",
      software: "Figma, Adobe XD, HTML/CSS",
      description:
        "Turns what users need into wireframes, prototypes and finished screen designs, and checks each design with real users before it is built.",
    }),
    member("Architect", "architect", {
      summary: "Decides how the parts of a system fit together.",
      name: "Arjun Nair",
      experienceYears: 1.5,
      qualification: "M.Tech. Computer Science",
      software: "Node.js, Express, MVC, SQL Server, {host}",
      description:
        "Chooses the structure, the technologies and the data model of each project, and reviews the code so it stays easy to change.",
    }),
    member("Developer", "developer", {
      summary: "Builds the web and mobile apps our clients use.",
      name: "Rohan Kulkarni",
      experienceYears: 3.2,
      qualification: "B.E. Information Technology",
      software: "Angular, React, Node.js, PHP, Python, JavaScript",
      description:
        "Writes, tests and releases the features of our web and mobile apps, and fixes the problems our support desk reports.",
    }),
    member("Manager", "manager", {
      summary: "Keeps projects on time and clients informed.",
      name: "Sneha Desai",
      experienceYears: 1.2,
      qualification: "MBA, Information Technology Management",
      software: "Jira, Microsoft Project, Excel",
      description:
        "Plans each release with the client, shares the work across the team and reports progress every week.",
    }),
    member("DBA", "dba", {
      summary: "Looks after our clients' databases and their data.",
      name: "Imran Shaikh",
      experienceYears: 2.7,
      qualification: "B.Sc. Computer Science",
      software: "SQL Server, MySQL, MongoDB",
      description:
        "Designs databases, tunes slow queries, runs the backups and moves data safely between systems.",
    }),
  ],
};
