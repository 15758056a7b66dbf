export interface TechnologyLogo {
  /** The simple-icons slug: names the logo in the sprite served at /technology-logos.svg. */
  slug: string;
  title: string;
}

export const technologyLogos: TechnologyLogo[] = [
  { slug: "angular", title: "Angular" },
  { slug: "nodedotjs", title: "Node.js" },
  { slug: "express", title: "Express" },
  { slug: "mongodb", title: "MongoDB" },
  { slug: "xml", title: "XML" },
  { slug: "php", title: "PHP" },
  { slug: "python", title: "Python" },
  { slug: "react", title: "React" },
  { slug: "openjdk", title: "Java" },
  { slug: "mysql", title: "MySQL" },
  { slug: "javascript", title: "JavaScript" },
  { slug: "html5", title: "HTML5" },
  { slug: "css", title: "CSS" },
  { slug: "dotnet", title: ".NET" },
];

export const claimedStack: string[] = [
  "Angular",
  "Node.js",
  "Express",
  "MongoDB (document database)",
  "XML",
  "PHP",
  "Python",
  "{host}",
  "MVC",
  "SQL Server",
];

export const otherTopics: string[] = ["React", "Java", "MySQL", "JavaScript", "HTML/CSS"];
